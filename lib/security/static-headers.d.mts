export declare const API_CSP: string;
export declare function staticSecurityHeaders(isLocal: boolean): { key: string; value: string }[];
export declare const ASSET_CSP: string;
export declare const ASSET_PATH_SOURCES: string[];
