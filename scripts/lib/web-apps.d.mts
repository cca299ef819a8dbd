/** The web apps a build makes, in build order (web-apps.mjs). */
export declare function webApps(root: string): string[];
