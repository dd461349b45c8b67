/** MyBatis-Plus's page object, as BladeX's list calls answer it: the keys consoles read. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}
