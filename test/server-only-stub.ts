// Jest runs server modules outside React's server graph, where the real
// `server-only` package would throw; the build still enforces the boundary.
export {};
