import './landing.css';
// The content pages' and the menu's styles: in the app they come with their lazy route, here with the landing's.
import './content-pages.css';
import '../../features/menu/routes/menu.css';
import { startLanding } from './landing';

startLanding();
