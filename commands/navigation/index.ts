export { installMenuCommands, menuCommand, menuCommands } from './menus';
export { menuCommandId, openMenu } from './open-menu';
export { routeCommands } from './routes';
