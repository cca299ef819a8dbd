import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';
import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HelpPage } from './help.page.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from help/index.html');
const screen = new URLSearchParams(window.location.search).get('title') ?? '';
createRoot(root).render(
  <StrictMode>
    <HelpPage screen={screen} />
  </StrictMode>,
);
