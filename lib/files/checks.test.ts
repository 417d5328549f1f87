import { FEED_MESSAGES } from '../messages';
import { checkCount, checkUpload, chunkCountOf, CHUNK_BYTES, formatBytes, sniffPhotoType } from './checks';

const MB = 1024 * 1024;

describe('upload checks', () => {
  it('accepts the photo types and sizes the feed allows', () => {
    expect(checkUpload({ name: 'team.JPG', size: 2 * MB, type: 'image/jpeg' }, 'photo')).toBeNull();
    expect(checkUpload({ name: 'a.webp', size: 10, type: '' }, 'photo')).toBeNull();
  });

  it('refuses other photo types, with the file name', () => {
    expect(checkUpload({ name: 'logo.svg', size: 10, type: 'image/svg+xml' }, 'photo')).toBe(FEED_MESSAGES.photoType('logo.svg'));
    expect(checkUpload({ name: 'notes.pdf', size: 10 }, 'photo')).toBe(FEED_MESSAGES.photoType('notes.pdf'));
    // An extension that lies about the content type.
    expect(checkUpload({ name: 'page.png', size: 10, type: 'text/html' }, 'photo')).toBe(FEED_MESSAGES.photoType('page.png'));
  });

  it('refuses files over the size limit and empty files', () => {
    expect(checkUpload({ name: 'big.png', size: 5 * MB + 1, type: 'image/png' }, 'photo')).toBe(FEED_MESSAGES.tooLarge('big.png', '5 MB'));
    expect(checkUpload({ name: 'big.zip', size: 10 * MB + 1 }, 'attachment')).toBe(FEED_MESSAGES.tooLarge('big.zip', '10 MB'));
    expect(checkUpload({ name: 'empty.txt', size: 0 }, 'attachment')).toBe(FEED_MESSAGES.emptyFile('empty.txt'));
  });

  it('allows documents as attachments but not programs', () => {
    expect(checkUpload({ name: 'plan.docx', size: 100 }, 'attachment')).toBeNull();
    expect(checkUpload({ name: 'setup.exe', size: 100 }, 'attachment')).toBe(FEED_MESSAGES.attachmentType('setup.exe'));
    expect(checkUpload({ name: 'README', size: 100 }, 'attachment')).toBe(FEED_MESSAGES.attachmentType('README'));
  });

  it('limits how many files a post holds', () => {
    expect(checkCount('photo', 8, 2)).toBeNull();
    expect(checkCount('photo', 8, 3)).toBe(FEED_MESSAGES.tooManyPhotos(10));
    expect(checkCount('attachment', 5, 1)).toBe(FEED_MESSAGES.tooManyAttachments(5));
  });

  it('plans chunks and formats sizes', () => {
    expect(chunkCountOf(1)).toBe(1);
    expect(chunkCountOf(CHUNK_BYTES)).toBe(1);
    expect(chunkCountOf(CHUNK_BYTES + 1)).toBe(2);
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('2 KB');
    expect(formatBytes(1.5 * MB)).toBe('1.5 MB');
  });

  it('recognises real photos by their first bytes', () => {
    expect(sniffPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPhotoType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
  });
});
