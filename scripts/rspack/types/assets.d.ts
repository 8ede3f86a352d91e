// Module types for what the Rspack rules in create-app-config.js let front-end code import.
declare module '*.module.css' {
  const classNames: Readonly<Record<string, string>>;
  export default classNames;
}

declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}

/** Set by the bundler runtime: the URL the running app's scripts were loaded from (publicPath 'auto'). */
declare let __webpack_public_path__: string;
