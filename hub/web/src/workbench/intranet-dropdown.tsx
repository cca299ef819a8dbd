import { Button, Dropdown, Menu, Notification } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import { http } from '../api/hub-http.ts';
import { downloadInstaller, INTRANET_SERVICES, openThroughClient } from './intranet-services.ts';

interface Installer {
  available: boolean;
  url?: string;
}

/** 连接内网服务: shown only when the administrator configured the connection program's installer. */
export function IntranetDropdown() {
  const [installer, setInstaller] = useState<Installer | null>(null);
  useEffect(() => {
    let current = true;
    http
      .get<Installer>('/api-auth/api/v1/intranet/installer', { silent: true })
      .then((answer) => current && setInstaller(answer))
      .catch(() => current && setInstaller({ available: false }));
    return () => {
      current = false;
    };
  }, []);
  if (!installer?.available || !installer.url) return null;
  const url = installer.url;
  const connect = (key: string) => {
    const service = INTRANET_SERVICES.find((s) => s.key === key);
    if (!service) return;
    openThroughClient(service, () => {
      downloadInstaller(url);
      Notification.info({ title: '连接内网服务', content: '请先安装连接程序，安装完成后再次点击连接', duration: 5000 });
    });
  };
  return (
    <Dropdown
      droplist={
        <Menu onClickMenuItem={connect}>
          {INTRANET_SERVICES.map((s) => (
            <Menu.Item key={s.key}>{s.label}</Menu.Item>
          ))}
        </Menu>
      }
    >
      <Button type="primary">
        连接内网服务 <IconDown />
      </Button>
    </Dropdown>
  );
}
