/** The part of bpmn-moddle's untyped entry the mock uses: reading a BPMN 2.0 document. */
declare module 'bpmn-moddle' {
  /** A model element: its BPMN type (`bpmn:UserTask`), properties, and foreign attributes in $attrs. */
  export interface ModdleElement {
    $type: string;
    $attrs: Record<string, string>;
    id?: string;
    name?: string;
    [property: string]: unknown;
  }
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: { message: string }[];
  }
  export class BpmnModdle {
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
  }
}
