import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

export declare function nextRequestHeaders(headers: IncomingHttpHeaders, remoteAddress: string | undefined): OutgoingHttpHeaders;
export declare function nextResponseHeaders(rawHeaders: string[]): string[];
