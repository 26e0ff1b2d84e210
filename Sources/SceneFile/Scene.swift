enum SceneFilePlaceholder {}
