// Browser entry point of the web app.
import './styles.css';
import { createRoot } from 'react-dom/client';
import { startApp } from './bootstrap/start-app.js';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');
void startApp(createRoot(container), window.location.origin);
