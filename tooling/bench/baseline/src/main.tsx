// The bare baseline: React 19 + react-dom rendering one heading, built by the same Vite, with the
// same plugin and target as apps/browser, in the same bench run. Nothing else belongs here.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>hello</h1>);
