export declare const API_CSP: string;
export declare function staticSecurityHeaders(isLocal: boolean): { key: string; value: string }[];
