/**
 * Makes DOMPurify behave under happy-dom as it does in browsers, so the rich-text tests prove
 * something. Import it before anything that imports dompurify. Two happy-dom gaps, both fixed
 * here to the DOM standard:
 *
 * 1. DOMPurify reads tag names through Node.prototype's `nodeName` getter, captured when it
 *    loads; happy-dom's answers '' for elements (each node class defines its own), so DOMPurify
 *    would see no tag names at all. The base getter now defers to the node's own class.
 * 2. DOMPurify walks the markup with a NodeIterator and removes nodes as it goes; happy-dom's
 *    iterator loses its place when its current node is removed and skips the next one (a
 *    <script> right after a removed element survived). The replacement keeps the standard's
 *    "pre-removing steps": after a removal it resumes from the node before the removed one.
 */
const baseNodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')!;

Object.defineProperty(Node.prototype, 'nodeName', {
  configurable: true,
  get(this: Node) {
    for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
      const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
      if (own?.get) return own.get.call(this);
    }
    return baseNodeName.get!.call(this);
  },
});

/** The node after `node` in tree order within `root`, or null. */
function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    if (at.nextSibling) return at.nextSibling;
  }
  return null;
}

/** The node before `node` in tree order (its previous sibling's last descendant, or its parent). */
function preceding(node: Node): Node | null {
  let at = node.previousSibling;
  if (!at) return node.parentNode;
  while (at.lastChild) at = at.lastChild;
  return at;
}

class LiveNodeIterator {
  private reference: Node | null = null;
  private before: Node | null = null;

  constructor(readonly root: Node, readonly whatToShow: number) {}

  nextNode(): Node | null {
    let from = this.reference;
    // The current node was removed: go on from what preceded it, as the standard does.
    if (from && from !== this.root && !this.root.contains(from)) from = this.before;
    let node = from ? following(from, this.root) : this.root;
    while (node && !(this.whatToShow & (1 << (node.nodeType - 1)))) node = following(node, this.root);
    if (node) {
      this.reference = node;
      this.before = node === this.root ? null : preceding(node);
    }
    return node;
  }
}

/** The prototype in `object`'s chain that defines `name`. */
function owner(object: object, name: string): object {
  let proto = object;
  while (!Object.getOwnPropertyDescriptor(proto, name)) proto = Object.getPrototypeOf(proto);
  return proto;
}

// DOMPurify parses into the document of a <template>'s content, which happy-dom builds from
// its own set of node classes; the main document's classes are patched as well.
const documents = [document, document.createElement('template').content.ownerDocument];
for (const proto of new Set(documents.map((doc) => owner(doc, 'createNodeIterator')))) {
  Object.defineProperty(proto, 'createNodeIterator', {
    configurable: true,
    value(root: Node, whatToShow = 0xffffffff) {
      return new LiveNodeIterator(root, whatToShow);
    },
  });
}
