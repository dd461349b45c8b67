// esbuild gives every ES module that imports a CommonJS package its own view of the package's
// exports (__toESM): an object with a getter for each export, made as the module loads and read
// through on every use. React is CommonJS, and the console's modules and the packages they use
// import it from about 300 modules and react/jsx-runtime from about 100: some 12,000 getters with
// their closures, built as each chunk loads and kept as long as the page, and a getter call before
// every hook. This plugin puts each of these packages behind one ES module of its own, which reads
// the package's exports once; every ES module imports that one instead, and reads its exports as
// plain bindings.
import { createRequire } from 'node:module';
import path from 'node:path';

const PACKAGES = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'];
const NAMESPACE = 'cjs-once';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** @param {string} root  the folder whose node_modules hold the packages */
export function cjsOnce(root) {
  const require = createRequire(path.join(root, 'package.json'));
  const filter = new RegExp(`^(${PACKAGES.map((name) => name.replace(/[/-]/g, '\\$&')).join('|')})$`);
  return {
    name: NAMESPACE,
    setup(build) {
      // The module's own import of the package (from NAMESPACE), and require() calls inside
      // CommonJS code, reach the package itself.
      build.onResolve({ filter }, (args) => (args.kind === 'import-statement' && args.namespace !== NAMESPACE
        ? { path: args.path, namespace: NAMESPACE }
        : undefined));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const names = Object.keys(require(args.path)).filter((name) => name !== 'default' && IDENTIFIER.test(name));
        const contents = `import m from ${JSON.stringify(args.path)};\nexport const { ${names.join(', ')} } = m;\nexport default m;\n`;
        return { contents, resolveDir: root, loader: 'js' };
      });
    },
  };
}
