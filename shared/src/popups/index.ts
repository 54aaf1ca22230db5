export * from './schema';
export { DEFAULT_POPUPS } from './catalogue';
