/** The companion's exact version: the client admits only this one (protocol v1). */
export const COMPANION_VERSION = '0.1.0';
