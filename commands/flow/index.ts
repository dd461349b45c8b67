/**
 * Workflow: process models, deployments, the process engine, work lists and the leave process: the
 * hand-written commands of this area.
 */
import { changeStateCommand, deleteDeploymentCommand, deleteInstanceCommand, deployUploadCommand } from './admin';
import {
  deployModelCommand, designerDeployCommand, designerFitCommand, designerRedoCommand, designerSaveCommand, designerUndoCommand,
  designerValidateCommand, designerZoomInCommand, designerZoomOutCommand, designModelCommand, removeModelCommand,
} from './model';
import { openDiagramCommand } from './diagram';
import { managerShowCommand, nextPageCommand, pageSizeCommand, previousPageCommand, searchCommand } from './list';
import { approveLeaveCommand, rejectLeaveCommand, startLeaveCommand } from './leave';
import { claimTaskCommand, handleTaskCommand, openDetailCommand, startProcessCommand } from './work';

export const flowCommands = [
  startProcessCommand,
  claimTaskCommand,
  handleTaskCommand,
  openDetailCommand,
  startLeaveCommand,
  approveLeaveCommand,
  rejectLeaveCommand,
  changeStateCommand,
  deleteDeploymentCommand,
  deleteInstanceCommand,
  designModelCommand,
  // Before the upload, which matches 部署 as well: deploying a model drawn in the console is the
  // common way, a BPMN file from elsewhere the rarer one (registration order breaks the tie).
  deployModelCommand,
  deployUploadCommand,
  removeModelCommand,
  designerSaveCommand,
  designerValidateCommand,
  designerDeployCommand,
  designerUndoCommand,
  designerRedoCommand,
  designerZoomInCommand,
  designerZoomOutCommand,
  designerFitCommand,
  openDiagramCommand,
  nextPageCommand,
  previousPageCommand,
  pageSizeCommand,
  searchCommand,
  managerShowCommand,
];
