export declare const standaloneArgs: readonly string[];
