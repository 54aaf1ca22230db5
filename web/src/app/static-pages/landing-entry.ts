import './landing.css';
import { startLanding } from './landing';

startLanding();
