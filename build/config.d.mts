import type { BuildOptions, Plugin } from 'esbuild';

/** The repository's root folder. */
export declare const root: string;
export declare function entries(options: { withMock: boolean }): Record<string, string>;
/** The defines that tell libraries the build's mode (process.env.NODE_ENV, import.meta.env.MODE). */
export declare function modeDefines(production: boolean): Record<string, string>;
export declare function esbuildOptions(options: { production: boolean; outdir: string; entryPoints: Record<string, string>; plugins?: Plugin[] }): BuildOptions;
