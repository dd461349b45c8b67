/**
 * The ids of the hand-written commands (commands/ and the mock's offer), one closed list: a
 * command definition, a schema's toolbar action, a shortcut or an `execute` that names an id not
 * listed here does not compile. Adding a command adds its id here. The generated ids (each
 * resource's `crud.<name>.<verb>`, saved views, menus) are in command-ids.ts. Plain (no imports):
 * the resource schemas name these ids in their actions, and the mock shares the schemas.
 */
export type HandWrittenCommandId =
  | 'edit.undo'
  | 'errors.clear' | 'errors.open' | 'errors.upload'
  | 'flow.deploy.upload' | 'flow.designer.deploy' | 'flow.designer.fit' | 'flow.designer.redo'
  | 'flow.designer.save' | 'flow.designer.undo' | 'flow.designer.validate'
  | 'flow.designer.zoomIn' | 'flow.designer.zoomOut' | 'flow.diagram.open'
  | 'flow.follow.removeInstance' | 'flow.leave.approve'
  | 'flow.list.nextPage' | 'flow.list.pageSize' | 'flow.list.previousPage' | 'flow.list.search'
  | 'flow.manager.show' | 'flow.leave.reject' | 'flow.leave.start'
  | 'flow.manager.removeDeployment' | 'flow.manager.state' | 'flow.model.deploy'
  | 'flow.model.design' | 'flow.model.remove' | 'flow.work.claim' | 'flow.work.detail'
  | 'flow.work.handle' | 'flow.work.start'
  | 'layout.color' | 'layout.fullscreen' | 'layout.shortcuts' | 'layout.sidebar' | 'layout.theme'
  | 'layout.topMenu'
  | 'link.copy' | 'link.copyCommand' | 'link.openWindow'
  | 'mock.resetDemoData'
  | 'nav.dashboard' | 'nav.dictHorizontal' | 'nav.dictVertical' | 'nav.home' | 'nav.info'
  | 'nav.test'
  | 'notices.open'
  | 'org.info.password' | 'org.info.update' | 'org.menu.addChild' | 'org.menu.reload'
  | 'org.registration.approve' | 'org.registration.refuse'
  | 'org.role.grant' | 'org.topmenu.grant' | 'org.user.grant'
  | 'org.user.import' | 'org.user.importFile' | 'org.user.platform'
  | 'org.user.resetPassword' | 'org.user.template' | 'org.user.unlock'
  | 'palette.goto' | 'palette.menuSearch' | 'palette.open' | 'palette.recordSearch'
  | 'records.open'
  | 'school.doc.assign' | 'school.doc_qns.options' | 'school.docrelation.moveDown'
  | 'school.docrelation.moveTo' | 'school.docrelation.moveUp' | 'school.docrelation.sync'
  | 'school.qns.options' | 'school.readingList.move' | 'school.readingList.open'
  | 'school.stageDoc.copy'
  | 'selftest.run'
  | 'selftest.rerunFailed'
  | 'selftest.export'
  | 'session.language' | 'session.lock' | 'session.logout' | 'session.switchIdentity'
  | 'session.unlock'
  | 'storage.attach.download' | 'storage.attach.upload' | 'storage.code.copy'
  | 'storage.code.generate' | 'storage.object.download' | 'storage.oss.debugUpload'
  | 'storage.oss.enable' | 'storage.report.design' | 'storage.report.preview'
  | 'storage.sms.enable' | 'storage.sms.send'
  | 'tabs.clearCache' | 'tabs.close' | 'tabs.closeAll' | 'tabs.closeLeft' | 'tabs.closeOthers'
  | 'tabs.closeRight' | 'tabs.next' | 'tabs.previous' | 'tabs.reopen' | 'tabs.show'
  | 'tenancy.datasource.test' | 'tenancy.dict.seal' | 'tenancy.dictBiz.seal'
  | 'tenancy.region.addChild' | 'tenancy.region.import' | 'tenancy.tenant.datasource'
  | 'tenancy.tenant.package' | 'tenancy.tenant.setting';

/**
 * The middles of the ids that start with `P` and end with `S`: `IdPart<'nav.'>` is 'home' |
 * 'info' | …, `IdPart<'storage.', '.enable'>` is 'oss' | 'sms'. For commands made by a function.
 */
export type IdPart<P extends string, S extends string = ''> = HandWrittenCommandId extends infer I ? (I extends `${P}${infer R}${S}` ? R : never) : never;
