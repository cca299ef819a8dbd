// 连接内网服务: each service is opened through its client program's link; when the program does not take
// over within 2 s (spec 000 §8) its installer (configured on the server) is downloaded instead. The real
// addresses are not in the spec.

export interface IntranetService {
  key: string;
  label: string;
  clientLink: string;
}

/** One connection program serves them all; its installer is the file the administrator configured. */
export const INTRANET_SERVICES: readonly IntranetService[] = [
  { key: 'printer', label: '前台打印机安装程序', clientLink: 'entrepot-connect://printer' },
  { key: 'share', label: '共享盘连接', clientLink: 'entrepot-connect://share' },
  { key: 'remote', label: '远程自动化服务器', clientLink: 'entrepot-connect://remote' },
];

export const CLIENT_OPEN_WAIT_MS = 2000;

/**
 * Tries the client link; the page losing focus means the program opened. Otherwise `onMissing` runs
 * after the wait (the caller downloads the installer and says why).
 */
export function openThroughClient(service: IntranetService, onMissing: () => void, win: Window = window): void {
  let opened = false;
  const onBlur = () => {
    opened = true;
  };
  win.addEventListener('blur', onBlur, { once: true });
  const frame = win.document.createElement('iframe');
  frame.style.display = 'none';
  frame.src = service.clientLink;
  win.document.body.appendChild(frame);
  win.setTimeout(() => {
    win.removeEventListener('blur', onBlur);
    frame.remove();
    if (!opened && win.document.hasFocus()) onMissing();
  }, CLIENT_OPEN_WAIT_MS);
}

export function downloadInstaller(url: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = url;
  link.download = '';
  doc.body.appendChild(link);
  link.click();
  link.remove();
}
