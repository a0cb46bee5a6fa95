import { describe, expect, it } from 'vitest';
import { plainText } from './plainText';

describe('Markdown shown as plain text', () => {
  it('drops the markers, keeps the words and the link', () => {
    expect(plainText('## Register\n\n- **KRA** PIN\n* See [iTax](https://itax.kra.go.ke)\n1. First')).toBe(
      'Register\n\n• KRA PIN\n• See iTax (https://itax.kra.go.ke)\n1. First',
    );
    expect(plainText('<script>x</script>')).toBe('<script>x</script>');
  });
});
