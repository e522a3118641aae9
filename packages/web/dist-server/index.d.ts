interface WebServerOptions {
    /** Where the shop's GraphQL backend listens, e.g. http://127.0.0.1:4000 */
    readonly backendUrl: string;
    readonly port?: number;
    readonly host?: string;
    /** The Vite build output; defaults to this package's dist/. */
    readonly distDir?: string;
}
interface RunningWebServer {
    readonly url: string;
    readonly port: number;
    readonly close: () => Promise<void>;
}
/** Starts the web server: the built app on one origin with /graphql and /media proxied. */
declare const startWebServer: (options: WebServerOptions) => Promise<RunningWebServer>;

export { startWebServer };
export type { RunningWebServer, WebServerOptions };
