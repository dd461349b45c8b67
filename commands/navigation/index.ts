export { installMenuCommands, menuCommand, menuCommandId, menuCommands } from './menus';
export { routeCommands } from './routes';
