// The app that src/boot.ts starts once the page has been painted: composed here, started by src/boot/start-app.ts.
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { isKnownRoute, preloadRoute } from './app/routes';
import { startApp } from './boot/start-app';

startApp({
  app: (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  ),
  preloadPage: preloadRoute,
  isKnownPath: isKnownRoute,
});
