import { Link } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { ImageViewer } from './image-viewer.tsx';
import { useImageViewer } from './use-image-viewer.ts';

export interface ImageViewerLinkProps {
  images: string[];
  /** The picture to open on; the first by default. */
  startIndex?: number;
  children?: ReactNode;
}

/** A 查看图片 link that opens the viewer on the given pictures. */
export function ImageViewerLink({ images, startIndex = 0, children = '查看图片' }: ImageViewerLinkProps) {
  const viewer = useImageViewer(images.length);
  return (
    <>
      <Link disabled={images.length === 0} onClick={() => viewer.open(startIndex)}>
        {children}
      </Link>
      <ImageViewer images={images} state={viewer.state} dispatch={viewer.dispatch} />
    </>
  );
}
