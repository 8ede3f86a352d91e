export * from './compute-skins';
export * from './skins-contestant';
export * from './skins-money';
export * from './skins-settings.type';
export * from './split-cents';
