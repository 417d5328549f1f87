export declare const COMPILE_HINT: string;
export declare function hintFrameworkCompile(distDir: string): string[];
