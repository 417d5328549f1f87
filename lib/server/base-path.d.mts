export function normaliseBasePath(value: string | undefined): string;
export function recordBuildBasePath(distDir: string, basePath: string): void;
export function builtBasePath(distDir: string): string | null;
export function servedBasePath(built: string, fromEnv: string | undefined): string;
