/** 关闭 on a process page: back to where the user came from, else to 待办事务. */
import { navigate } from 'wouter/use-browser-location';

export function goBack(): void {
  if (window.history.length > 1) window.history.back();
  else navigate('/work/todo');
}
