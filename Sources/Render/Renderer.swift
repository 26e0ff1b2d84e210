enum RenderPlaceholder {}
