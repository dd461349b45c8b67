/** BladeX's BladeFile: what an upload (oss/endpoint/put-file, put-file-attach) answers. */
export interface BladeFile {
  link: string;
  domain: string;
  name: string;
  originalName: string;
  /** The attach row's id (put-file-attach), else null. */
  attachId: string | null;
}
