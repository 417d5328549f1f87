import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

export declare const CLIENT_ADDRESS_HEADER: 'x-crewdesk-client-address';
export declare function nextRequestHeaders(headers: IncomingHttpHeaders, remoteAddress: string | undefined): OutgoingHttpHeaders;
export declare function nextResponseHeaders(rawHeaders: string[]): string[];
