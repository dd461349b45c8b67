/** Starts the console: the session kept from last time, then the app. The build's entry. */
import { createRoot } from 'react-dom/client';
import { resumeSession } from '../auth/login';
import { App } from './App';
import '../ui/theme.css';

resumeSession();
createRoot(document.getElementById('root')!).render(<App />);
