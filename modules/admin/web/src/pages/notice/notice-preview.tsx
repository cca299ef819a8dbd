/** The notice's content as readers see it in the workbench's 系统公告 dialog. */
export function NoticePreview({ content }: { content: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises notice content on every write
  return <div className="notice-preview" dangerouslySetInnerHTML={{ __html: content }} />;
}
