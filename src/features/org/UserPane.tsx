import { snapshot, useSnapshot } from 'valtio';
import type { Filters } from '../../api/resource';
import { user } from '../../schema/org/user';
import { controllerOf, search } from '../../engine/controller';
import { prepareResource } from '../../resource-screen/ResourceScreen';
import { ResourceView } from '../../resource-screen/ResourceView';
import { DeptTree } from './DeptTree';
import './user.css';

/** The department a list is narrowed to: the search's deptId (the tree and the search bar share it). */
function chosenDept(value: unknown): string {
  if (Array.isArray(value)) return String(value[0] ?? '');
  return typeof value === 'string' ? value : '';
}

/**
 * 用户管理: the department tree beside the user list. Choosing a department searches the list
 * for it and every department under it (`user/page?deptId=`), keeping the rest of the search;
 * the search bar's 所属部门 shows the same choice, and clearing the search shows every user.
 */
function UserPane() {
  const { filters } = useSnapshot(controllerOf(user.name));
  const choose = (deptId: string) => {
    const { draft } = snapshot(controllerOf(user.name));
    search(user.name, { ...(draft as Filters), deptId: deptId || undefined });
  };
  return (
    <div className="user-pane">
      <DeptTree chosen={chosenDept(filters.deptId)} onChoose={choose} />
      <ResourceView schema={user} />
    </div>
  );
}

// Its list and the labels of its columns are fetched before a menu opens it, as a plain resource screen's are.
export default Object.assign(UserPane, { prepare: (query: string) => prepareResource(user, query) });
