export { installMenuCommands, menuCommand, menuCommands } from './menus';
export { routeCommands } from './routes';
