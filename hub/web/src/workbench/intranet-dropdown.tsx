import { Button, Dropdown, Menu, Notification } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import { downloadInstaller, INTRANET_SERVICES, openThroughClient } from './intranet-services.ts';

export function IntranetDropdown() {
  const connect = (key: string) => {
    const service = INTRANET_SERVICES.find((s) => s.key === key);
    if (!service) return;
    openThroughClient(service, () => {
      downloadInstaller(service);
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
