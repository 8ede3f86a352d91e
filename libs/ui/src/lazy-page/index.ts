export { type LazyPage, lazyPage, loadExposedPage } from './lazy-page';
