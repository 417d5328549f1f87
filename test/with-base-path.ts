/**
 * A module loaded afresh under a build's basePath, which lib/base-path.ts reads once, at load:
 * `load` requires it (jest.requireActual, in the test's own file) inside jest.isolateModules.
 * undefined: no basePath set at all.
 */
export function loadWithBasePath<T>(basePath: string | undefined, load: () => T): T {
  const before = process.env.NEXT_PUBLIC_BASE_PATH;
  if (basePath === undefined) delete process.env.NEXT_PUBLIC_BASE_PATH;
  else process.env.NEXT_PUBLIC_BASE_PATH = basePath;
  try {
    let loaded: T | undefined;
    jest.isolateModules(() => {
      loaded = load();
    });
    return loaded!;
  } finally {
    if (before === undefined) delete process.env.NEXT_PUBLIC_BASE_PATH;
    else process.env.NEXT_PUBLIC_BASE_PATH = before;
  }
}
