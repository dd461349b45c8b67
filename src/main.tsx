import { createRoot } from 'react-dom/client';
import { App } from './shell/App';
import './ui/theme.css';

createRoot(document.getElementById('root')!).render(<App />);
