import { createRoot } from 'react-dom/client';
import { resumeSession } from './auth/login';
import { App } from './shell/App';
import './ui/theme.css';

resumeSession();
createRoot(document.getElementById('root')!).render(<App />);
