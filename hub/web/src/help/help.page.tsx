import { Typography } from '@arco-design/web-react';
import { ShortcutTable } from '../shortcuts/shortcut-table.tsx';

const { Title, Paragraph } = Typography;

/**
 * 帮助 (`/help/`, opened from the shell's 帮助 link with the screen's title): the shortcut sheet, how an import
 * goes, and who to ask. Served by the hub's own build, without a session.
 */
export function HelpPage({ screen }: { screen: string }) {
  return (
    <main className="help-page">
      <Title heading={3}>Entrepot 帮助{screen ? `：${screen}` : ''}</Title>
      <Title heading={5}>快捷键</Title>
      <Paragraph>
        在任何页面按 <kbd>?</kbd> 也可以随时查看。
      </Paragraph>
      <ShortcutTable />
      <Title heading={5}>如何导入</Title>
      <ol>
        <li>在列表页点击「导入」，先下载导入模板（模板的列与列表的字段一致）。</li>
        <li>按模板填写数据：编码等唯一字段已存在时，该行会更新原记录；同一文件重复导入不会产生重复数据。</li>
        <li>选择填好的文件上传。系统先检查整个文件：只要有一行有误，就不会写入任何数据。</li>
        <li>导入在后台进行，进度和结果在「文件任务」中查看；校验未通过时可下载错误报告，报告注明每个错误的行、列和原因，改正后重新导入即可。</li>
      </ol>
      <Title heading={5}>找谁帮忙</Title>
      <ul>
        <li>账号、密码、菜单或数据权限问题：请联系系统管理员（系统管理 → 员工管理、角色管理、数据权限）。</li>
        <li>忘记密码：在登录页点击「修改密码」，用手机验证码设置新密码；收不到验证码时请系统管理员协助。</li>
        <li>业务数据有误：请联系该数据的负责人或所在部门主管；每条记录的「操作日志」记录了谁在何时改了什么。</li>
      </ul>
    </main>
  );
}
