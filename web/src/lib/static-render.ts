import { createContext, useContext } from 'react';

/**
 * True while a page is rendered to static HTML at build time (app/static-pages): components that
 * behave differently there (thumbnails that the landing script loads 100 px ahead) read it.
 */
export const StaticRenderContext = createContext(false);

export const useStaticRender = () => useContext(StaticRenderContext);
