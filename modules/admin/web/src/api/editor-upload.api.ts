import type { HttpClient } from '@entrepot/web/http';

interface StoredFile {
  url: string;
}

/** An image pasted or inserted in a rich-text editor: type 5 accepts images only; answers a signed URL. */
export async function uploadEditorImage(http: HttpClient, file: File): Promise<string> {
  const form = new FormData();
  form.append('files[]', file);
  form.append('type', '5');
  const [stored] = await http.post<StoredFile[]>('/upload-service/happo/file/upload', form);
  if (!stored) throw new Error('上传失败');
  return stored.url;
}
