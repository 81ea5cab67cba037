import rootPackage from '../../../package.json' with { type: 'json' };

/** The product version, from the root package.json (bundled into the built server). */
export const VERSION: string = rootPackage.version;
