/** The parts of bpmnlint (untyped CommonJS) the designer's check uses. */
declare module 'bpmnlint' {
  export interface LintReport { id?: string; message: string; category: string }
  export class Linter {
    constructor(options: { resolver: unknown; config: { extends: string } });
    lint(definitions: object): Promise<Record<string, LintReport[]>>;
  }
}
declare module 'bpmnlint/lib/resolver/static-resolver' {
  export default class StaticResolver {
    constructor(cache: Record<string, unknown>);
  }
}
declare module 'bpmnlint/rules/*' {
  const rule: unknown;
  export default rule;
}
